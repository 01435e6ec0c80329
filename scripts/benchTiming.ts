/** Median wall time of `run` in ms, after a warm-up, for the calculator benchmarks. */
export function medianMs(run: () => unknown, runs = 201): number {
  for (let i = 0; i < 20; i++) run() // warm up the JIT
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    run()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(runs / 2)]!
}
