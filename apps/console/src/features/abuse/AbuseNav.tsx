import {
  ABUSE_MESSAGES as text,
  canAccessRoute,
  routeById,
  routerRolesOf,
  type RouteId,
} from '@switchboard/domain';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';

const SECTIONS: readonly [keyof typeof text.sections, RouteId][] = [
  ['check', 'abuse-check'],
  ['list', 'abuse-list'],
  ['words', 'abuse-words'],
  ['history', 'abuse-history'],
  ['remediation', 'abuse-remediation'],
  ['reported-messages', 'abuse-reported-messages'],
];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The abuse children the user may open (spec §2 abuse table), as tabs; none when only one. */
export function AbuseNav() {
  const user = useAppSelector(selectUser);
  const roles = user ? routerRolesOf(user.roles) : null;
  const shown = SECTIONS.filter(([, id]) => canAccessRoute(routeById(id), roles));
  if (shown.length < 2) return null;
  return (
    <Tabs aria-label={text.nav}>
      {shown.map(([section, id]) => (
        <NavLink key={id} to={routeById(id).pattern}>
          {text.sections[section]}
        </NavLink>
      ))}
    </Tabs>
  );
}
