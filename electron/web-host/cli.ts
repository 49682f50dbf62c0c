// `npm run web`: the web host on 127.0.0.1 until Ctrl+C (see run.ts for ports and options).
import { runWebHost } from './run';

runWebHost(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error('arbiter web:', e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
