import { Link } from 'react-router';
import type { NavItem } from './nav-links';

/** The links of a menu, each in its own list item, all with the menu's link style. */
export function LinkItems({ links, className }: { links: NavItem[]; className: string }) {
  return links.map((item) => (
    <li key={item.to}>
      <Link to={item.to} className={className}>
        {item.label()}
      </Link>
    </li>
  ));
}
