// The page entry. In production the server sends each page with its own HTML and styles already in it and
// starts this module from a small inline script after the first frame is painted (src/web.rs), so the app,
// its full stylesheet and the open page's code load while the visitor already sees the page; Vite loads
// main's stylesheet before this import resolves, so React never renders unstyled.
void import('./main');
