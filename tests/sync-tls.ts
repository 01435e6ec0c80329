import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * A throw-away certificate authority and a server certificate for 127.0.0.1 and localhost, made with openssl
 * in a temp folder, and the club server (`npm run sync-server`) started on it with TLS_CERT/TLS_KEY, serving the
 * built app from the same https origin. `spki` is what Chromium's --ignore-certificate-errors-spki-list takes:
 * the base64 SHA-256 of the certificate's public key, so a browser trusts that one certificate and no other.
 */
const ROOT = resolve(import.meta.dirname, '..')

export interface Certificate {
  readonly dir: string
  readonly cert: string
  readonly key: string
  readonly spki: string
}

function openssl(dir: string, ...args: string[]): Buffer {
  return execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
}

/** A CA and a leaf certificate it signed, for `hosts` (IP addresses and DNS names). */
export function makeCertificate(hosts = ['127.0.0.1', 'localhost'], dir = mkdtempSync(join(tmpdir(), 'adc-tls-'))): Certificate {
  openssl(dir, 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca-key.pem', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Aide-de-Camp test CA')
  openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'req.csr', '-subj', `/CN=${hosts[0]}`)
  const san = hosts.map((h) => (/^[\d.]+$/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(',')
  writeFileSync(join(dir, 'ext.cnf'), `subjectAltName=${san}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`)
  openssl(dir, 'x509', '-req', '-in', 'req.csr', '-CA', 'ca.pem', '-CAkey', 'ca-key.pem', '-CAcreateserial', '-out', 'cert.pem', '-days', '2', '-extfile', 'ext.cnf')
  const publicKey = openssl(dir, 'x509', '-in', 'cert.pem', '-pubkey', '-noout')
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey })
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64')
  return { dir, cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem'), spki }
}

export interface TlsServer {
  readonly origin: string
  stop(): Promise<void>
}

/** The club server on https://localhost:<port> with `certificate`, serving `appDir`; resolves once it says it listens. */
export async function startTlsServer(port: number, certificate: Certificate, appDir: string): Promise<TlsServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adc-sync-tls-'))
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'sync-server'], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIR: resolve(ROOT, appDir), TLS_CERT: certificate.cert, TLS_KEY: certificate.key },
  })
  const origin = `https://localhost:${port}`
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${origin} did not come up`)), 20_000)
    let said = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('sync server on https://')) { clearTimeout(timer); ok() }
    })
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`sync server exited with ${code}: ${said}`)) })
  })
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        try { process.kill(-child.pid!, 'SIGKILL') } catch { /* already gone */ }
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
