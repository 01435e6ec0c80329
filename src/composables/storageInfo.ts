/** "1.2 MB" for a byte count, in the units a player knows. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '?'
  if (bytes < 1000) return `${bytes} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1000
  let i = 0
  while (value >= 1000 && i < units.length - 1) {
    value /= 1000
    i++
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[i]}`
}

/** "3.4 MB of 2.1 GB (0.2 %)" */
export function describeUsage(usage: number | undefined, quota: number | undefined): string {
  if (usage === undefined) return 'This browser does not say how much space is used.'
  if (!quota) return `${formatBytes(usage)} used`
  const pct = (usage / quota) * 100
  return `${formatBytes(usage)} of ${formatBytes(quota)} (${pct < 0.1 ? '< 0.1' : pct.toFixed(1)} %)`
}
