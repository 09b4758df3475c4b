/*
 * First thing `npm install`, `npm start` and `npm test` run: on a Node older than package.json's
 * "engines" asks for, one line (the Node needed, the Node found, how to get it) and exit 1.
 * CommonJS and old syntax on purpose: it must run, and say so, on any Node.
 */
'use strict';
var fs = require('fs');
var path = require('path');

/** [major, minor, patch] of "v20.19.2", ">=22.12" or "22"; null when it is no version. */
function parse(text) {
  var m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text));
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
}

function atLeast(have, need) {
  for (var i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/** The one line for a Node `found` older than `range`, or null when it will do. */
function problem(range, found) {
  var need = parse(range);
  var have = parse(found);
  if (!need || !have || atLeast(have, need)) return null;
  var wanted = need[0] + '.' + need[1];
  return 'Mirianth Table needs Node ' + wanted + ' or newer, found ' + found + ': install Node ' + need[0] +
    ' LTS from https://nodejs.org/en/download (or `nvm install ' + need[0] + '`), then run the command again.';
}

module.exports = { problem: problem };

if (require.main === module) {
  var manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  var line = problem(manifest.engines && manifest.engines.node, process.version);
  if (line) {
    console.error(line);
    process.exit(1);
  }
}
