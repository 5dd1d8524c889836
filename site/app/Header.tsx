import { Link, NavLink } from 'react-router';
import { authModalStore, signupModalStore, userStore, useUser } from '../stores';

const navigation = [
  { to: '/insurance-plans/', label: 'Insurance plans' },
  { to: '/insurance-plans/people-like-you/', label: 'People like you' },
  { to: '/membership-benefits/', label: 'Membership benefits' },
  { to: '/about/', label: 'About us' },
] as const;

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="MBA home">
      <span className="logo__mark" aria-hidden="true">
        MBA
      </span>
      <span className="logo__text">
        <span className="logo__name">Membership Benefit Association</span>
        <span className="logo__tagline">Serving those who serve</span>
      </span>
    </Link>
  );
}

function AccountControls() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const memberName = useUser((state) => state.memberName);
  if (isLoggedIn) {
    return (
      <div className="account-controls">
        <span className="account-controls__greeting">Hello, {memberName ?? 'member'}</span>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void userStore.getState().logout()}
        >
          Log out
        </button>
      </div>
    );
  }
  return (
    <div className="account-controls">
      <button
        type="button"
        className="button button--quiet"
        onClick={() => authModalStore.getState().openModal('login')}
      >
        Log in
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={() => signupModalStore.getState().openModal()}
      >
        Become a member
      </button>
    </div>
  );
}

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav aria-label="Main" className="main-nav">
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/insurance-plans/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountControls />
      </div>
    </header>
  );
}
