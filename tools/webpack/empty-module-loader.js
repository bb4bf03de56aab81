// The server builds render HTML only: a stylesheet import is an empty module there (the browser build
// extracts the CSS, and the site server links it from chunk-groups.json).
module.exports = function emptyModule() {
  return 'export {};';
};
