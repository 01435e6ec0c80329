import { describe, expect, it, vi } from 'vitest'
import { UPDATE_FALLBACK_MS, updateNow, type UpdateEnv } from './reloadAfterUpdate'

function fakeEnv(hasWaiting = true) {
  const listeners: Record<string, (() => void)[]> = {}
  const on = (type: string, f: () => void) => (listeners[type] ??= []).push(f)
  const waiting = { state: 'installed', addEventListener: (type: 'statechange', f: () => void) => on(type, f) }
  const timers: { f: () => void; ms: number }[] = []
  const env = {
    container: { addEventListener: (type: 'controllerchange', f: () => void) => on(type, f) },
    waiting: hasWaiting ? waiting : null,
    reload: vi.fn(),
    later: (f: () => void, ms: number) => timers.push({ f, ms }),
  } satisfies UpdateEnv
  const fire = (type: string) => listeners[type]?.forEach((f) => f())
  return { env, waiting, timers, fire }
}

describe("'Update now' always ends in the new version (issue 13)", () => {
  it('first visit, no controller: reloads when the waiting worker is activated', async () => {
    const { env, waiting, fire } = fakeEnv()
    await updateNow(async () => {}, env)
    expect(env.reload).not.toHaveBeenCalled()
    waiting.state = 'activating'
    fire('statechange')
    expect(env.reload).not.toHaveBeenCalled()
    waiting.state = 'activated'
    fire('statechange')
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('a page with a controller: reloads when control changes, only once', async () => {
    const { env, waiting, fire, timers } = fakeEnv()
    await updateNow(async () => {}, env)
    fire('controllerchange')
    waiting.state = 'activated'
    fire('statechange')
    timers.forEach((t) => t.f())
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it(`nothing happens (no waiting worker, or skipping failed): reloads after ${UPDATE_FALLBACK_MS} ms anyway`, async () => {
    const { env, timers } = fakeEnv(false)
    await updateNow(() => Promise.reject(new Error('no worker')), env)
    expect(timers.map((t) => t.ms)).toEqual([3000])
    expect(env.reload).not.toHaveBeenCalled()
    timers[0]?.f()
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('asks the waiting worker to take over', async () => {
    const { env } = fakeEnv()
    const skip = vi.fn(async () => {})
    await updateNow(skip, env)
    expect(skip).toHaveBeenCalledTimes(1)
  })
})
