// Applies the saved colour scheme before React starts, so a dark-mode user never sees a light flash.
(function () {
  try {
    var saved = localStorage.getItem('logi-color-scheme');
    var scheme = saved === 'light' || saved === 'dark' ? saved : 'auto';
    if (scheme === 'auto')
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage can be blocked; Mantine falls back to its default.
  }
})();
