// Applies the saved theme (or the phone's light/dark setting) before the first paint, so a dark room
// never sees a white flash. The build inlines this file in index.html and allows it in the
// Content-Security-Policy by its hash (vite.config.ts), so no other inline script can run and the first
// paint waits for no extra request. Keep the key and values in step with src/stores/settings.ts.
;(function () {
  var t = 'system'
  try {
    t = JSON.parse(localStorage.getItem('adc.settings') || '{}').theme || 'system'
  } catch { /* follow the phone */ }
  if (t !== 'light' && t !== 'dark') t = window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
  document.documentElement.dataset.theme = t
})()
