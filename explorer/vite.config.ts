// The build lands inside the Python package, so the service serves it without Node.js.
import { defineConfig } from "vite";

export default defineConfig({
  base: "/explorer/",
  build: {
    outDir: "../hippograph/explorer_dist",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
});
