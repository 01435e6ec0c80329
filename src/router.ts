import { createRouter, createWebHistory } from 'vue-router'

/**
 * Every page is its own chunk, so the first load carries only the shell; the service worker
 * precaches all chunks, so every screen still opens with the network off.
 */
export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', name: 'battles', component: () => import('./pages/BattlesPage.vue') },
    { path: '/new', name: 'new-battle', component: () => import('./pages/NewBattlePage.vue') },
    { path: '/battle/:id/:tab?', name: 'battle', component: () => import('./pages/BattlePage.vue'), props: true },
    { path: '/settings', name: 'settings', component: () => import('./pages/SettingsPage.vue') },
    // What a ruleset's texts lack, entered once (issue 24): its entries, an entry's editor, packs and their review.
    { path: '/rule-book/:ruleset/:entry?', name: 'rule-book', component: () => import('./pages/RuleBookPage.vue'), props: true },
    // A phone that scanned a shared battle's QR code (issue 25): the link's parts are after '#'.
    { path: '/join', name: 'join', component: () => import('./pages/JoinPage.vue') },
    { path: '/:rest(.*)*', redirect: '/' },
  ],
})
