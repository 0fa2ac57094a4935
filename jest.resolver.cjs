// Some dependencies (file-type and its helpers) export only `import` conditions. jest resolves with
// `require` conditions and would not find them; resolve those with `import` (SWC then transforms them).
const importOnly =
  /^(file-type|strtok3|token-types|@tokenizer\/[^/]+|uint8array-extras|@borewit\/[^/]+)(\/|$)/;

module.exports = (request, options) =>
  options.defaultResolver(
    request,
    importOnly.test(request) ? { ...options, conditions: ['node', 'import', 'default'] } : options,
  );
