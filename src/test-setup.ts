// Vitest runs in Node; Dexie needs an IndexedDB, so every unit test gets a fresh fake one.
import 'fake-indexeddb/auto'
