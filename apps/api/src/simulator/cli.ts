/** `npm run simulate -- --device <id> --secret <secret> ...`: see ./post.ts. */
import { parseOptions, postSimulation } from './post';

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const stored = await postSimulation(options);
  console.log(
    `Stored ${stored.length} day(s) for device ${options.device}` +
      (stored.length > 0 ? ` (${stored[0]} to ${stored.at(-1)})` : '') +
      `; ${options.days - stored.length} day(s) without the device worn.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
