// Only for StrykerJS's TypeScript checker (tsconfig.mutation.json), which is plain tsc: the engine's test
// helpers reach the list of rulesets, whose manifests name lazy .vue screens. vue-tsc never sees this file.
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent
  export default component
}
