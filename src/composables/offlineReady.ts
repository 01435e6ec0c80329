import { ref } from 'vue'

/**
 * Whether the app is cached for offline use: true when a service worker already controls the page (a
 * later visit), and set by UpdatePrompt when the first install finishes. Shown in a line that keeps its
 * room either way, so the news never pushes the page down (a toast did: a layout shift on first visit).
 */
export const offlineReady = ref(typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null)
