import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { router } from './router'
import './styles/theme.css'
import './styles/base.css'

const app = createApp(App).use(createPinia()).use(router)
// Mounted in a task of its own, after the modules have run (the router has already begun loading the
// page): one long start-up task becomes two shorter ones, so a tap while the app starts on a slow phone
// waits less. The page's first paint ("starting…") comes from index.html and does not wait for this.
setTimeout(() => app.mount('#app'), 0)
