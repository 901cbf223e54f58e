#!/usr/bin/env bash
# bench/worktree.sh <commit> <dir>: a checkout of <commit> in <dir> that runs its own code with this clone's
# installed packages, for comparing two commits with the bench (bench/README.md "Comparing two commits").
#
# Linking the whole node_modules folder is not enough: its @kiraya/* entries are links to this clone's own
# workspaces, so the other checkout's bench would load this clone's server. Here every package is linked but
# @kiraya/*, which points at <dir>'s workspaces.
set -euo pipefail
commit=${1:?usage: bench/worktree.sh <commit> <dir>}
dir=${2:?usage: bench/worktree.sh <commit> <dir>}
root=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$root/node_modules" ] || { echo "run npm install in $root first" >&2; exit 1; }
git -C "$root" worktree add --force --detach "$dir" "$commit" >/dev/null
dir=$(cd "$dir" && pwd)
mkdir -p "$dir/node_modules/@kiraya"
for entry in "$root"/node_modules/* "$root"/node_modules/.bin; do
  name=$(basename "$entry")
  [ "$name" = "@kiraya" ] || ln -s "$entry" "$dir/node_modules/$name"
done
for workspace in "$root"/node_modules/@kiraya/*; do
  target=$(readlink "$workspace") # ../../apps/server and the like: relative, so it resolves inside <dir>
  ln -s "$target" "$dir/node_modules/@kiraya/$(basename "$workspace")"
done
server=$(node -e "console.log(require('fs').realpathSync(process.argv[1]))" "$dir/node_modules/@kiraya/server")
case "$server" in
  "$dir"/*) echo "$dir: $(git -C "$dir" log --oneline -1) (server code: $server)" ;;
  *) echo "$dir would run $server, not its own server" >&2; exit 1 ;;
esac
