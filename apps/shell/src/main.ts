// The entry holds only the federation runtime; everything shared loads asynchronously from bootstrap.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page.';
});
