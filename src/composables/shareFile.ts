/** How an exported battle leaves the phone. */
export type ShareResult = 'shared' | 'downloaded' | 'cancelled'

export const BATTLE_FILE_TYPE = 'application/json'

/** True when the browser can hand a file to the phone's share sheet. */
export function canShareFiles(nav: Navigator = navigator): boolean {
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false
  try {
    return nav.canShare({ files: [new File(['{}'], 'probe.json', { type: BATTLE_FILE_TYPE })] })
  } catch {
    return false
  }
}

/** Opens the share sheet with the file; a dismissed sheet is 'cancelled', not an error. */
export async function shareFile(name: string, text: string, nav: Navigator = navigator): Promise<ShareResult> {
  const file = new File([text], name, { type: BATTLE_FILE_TYPE })
  try {
    await nav.share({ files: [file], title: name })
    return 'shared'
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled'
    throw e
  }
}

/** Saves the text as a file through the browser's download. */
export function downloadFile(name: string, text: string, doc: Document = document): ShareResult {
  const url = URL.createObjectURL(new Blob([text], { type: BATTLE_FILE_TYPE }))
  const a = doc.createElement('a')
  a.href = url
  a.download = name
  doc.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return 'downloaded'
}
