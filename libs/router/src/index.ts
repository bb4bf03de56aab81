/**
 * The router every project uses, shared as one Module Federation singleton in place of react-router-dom
 * itself: a shared package is bundled whole, while re-exporting only the names the product uses lets
 * the bundler drop the rest of react-router (data routers, server rendering, ...) from the first visit.
 * Add a name here when a project needs it; importing react-router-dom elsewhere is a lint error.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
