export type { Params, RouteMatch, RouteObject } from './match';
export { matchRoutes } from './match';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, NavigationType, NavLinkProps, To } from './router';
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';
