/**
 * Intl formatters are costly to build (milliseconds each on a phone), and a long log formats
 * thousands of times, so each (locale, options) formatter is built once and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)))
  return f
}

/** "14:05" today, "3 Mar 14:05" another day: when a battle or a log line happened, at a glance. */
export function formatWhen(at: number, now: number, locale?: string): string {
  const d = new Date(at)
  const time = formatter(locale, { hour: '2-digit', minute: '2-digit' }).format(d)
  const today = new Date(now)
  const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate()
  if (sameDay) return time
  const sameYear = d.getFullYear() === today.getFullYear()
  const date = formatter(locale, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(d)
  return `${date} ${time}`
}
