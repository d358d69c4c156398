// Writes the build stamp: a sha256 over the explorer's sources, configuration and lock file.
// tests/explorer/test_build.py recomputes it (no Node.js needed) to catch a stale shipped build:
// each input contributes "<path>\0<bytes>\0", in sorted path order, paths relative to explorer/.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const inputs = ["src", "index.html", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json", "codegen.ts", "stamp.mjs"];

function walk(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => walk(join(path, name)));
}

const files = inputs
  .flatMap((input) => walk(join(root, input)))
  .map((path) => relative(root, path).split(sep).join("/"))
  .sort();
const hash = createHash("sha256");
for (const path of files) {
  hash.update(path + "\0");
  hash.update(readFileSync(join(root, path)));
  hash.update("\0");
}
writeFileSync(join(root, "../hippograph/explorer_dist/BUILD_STAMP"), hash.digest("hex") + "\n");
