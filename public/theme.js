// Applies the saved theme (or the phone's light/dark setting) before the first paint, so a dark room
// never sees a white flash. A file, not an inline script, so the Content-Security-Policy can forbid
// inline scripts. Keep the key and values in step with src/stores/settings.ts.
;(function () {
  var t = 'system'
  try {
    t = JSON.parse(localStorage.getItem('adc.settings') || '{}').theme || 'system'
  } catch { /* follow the phone */ }
  if (t !== 'light' && t !== 'dark') t = window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
  document.documentElement.dataset.theme = t
})()
