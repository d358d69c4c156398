#!/usr/bin/env bash
# Refreshes hippograph/static/graphiql/ from npm: the exact files (and versions) strawberry's GraphiQL
# page loads from unpkg.com, laid out as unpkg paths so the page only swaps the host for /graphiql-assets/.
# Run only when strawberry's page moves to other versions (tests/api/test_graphiql.py says so);
# the service itself never needs Node.js or the network for GraphiQL.
set -euo pipefail
cd "$(dirname "$0")/.."
out=hippograph/static/graphiql
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=(
  react@18.2.0/umd/react.production.min.js
  react-dom@18.2.0/umd/react-dom.production.min.js
  js-cookie@3.0.5/dist/js.cookie.min.js
  graphiql@3.8.3/graphiql.min.css
  graphiql@3.8.3/graphiql.min.js
  @graphiql/plugin-explorer@1.0.2/dist/style.css
  @graphiql/plugin-explorer@1.0.2/dist/index.umd.js
)
for file in "${files[@]}"; do
  spec=${file%%/*}; rest=${file#*/}
  if [[ $file == @* ]]; then spec=${file%%/*}/${rest%%/*}; rest=${rest#*/}; fi
  dir="$work/${spec//[@\/]/_}"
  if [ ! -d "$dir" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "$spec" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$out/$spec" && cp "$dir/package/LICENSE" "$out/$spec/LICENSE" 2>/dev/null || true
  fi
  mkdir -p "$(dirname "$out/$file")"
  cp "$dir/package/$rest" "$out/$file"
done
