import type { UserDetails } from '@portal/contracts';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useNavigate } from 'react-router';

type ProfileMenuProps = {
  user: UserDetails;
  onOpenSettings: () => void;
  onSignOut: () => void;
};

/** The profile menu's button: where focus returns when the Display Settings panel it opens closes. */
export const PROFILE_BUTTON_ID = 'profile-menu-button';

/**
 * The button's name begins with the adviser's name it shows (WCAG 2.5.3 Label in Name: a voice-control
 * user says what they see), then says what it opens.
 */
const profileButtonName = (name: string) => (name ? `${name}, profile menu` : 'Profile menu');

/** spec 000 §2.3: the top bar's profile menu. */
export function ProfileMenu({ user, onOpenSettings, onSignOut }: ProfileMenuProps) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const items: MenuItem[] = [
    { label: user.name, disabled: true, className: 'profile-menu-name', icon: 'pi pi-user' },
    { separator: true },
    { label: 'Update Profile', icon: 'pi pi-user-edit', command: () => navigate('/profile') },
    { label: 'Feedback / Suggestion', icon: 'pi pi-comment', command: () => navigate('/feedback') },
    { label: 'Display Settings', icon: 'pi pi-palette', command: onOpenSettings },
    { separator: true },
    { label: 'Logout', icon: 'pi pi-sign-out', command: onSignOut },
  ];
  const avatarURL = user.avatarURL[0];

  return (
    <>
      <Menu model={items} popup ref={menu} id="profile-menu" popupAlignment="right" />
      <Button
        type="button"
        id={PROFILE_BUTTON_ID}
        text
        rounded
        className="profile-button"
        aria-label={profileButtonName(user.name)}
        aria-haspopup="menu"
        aria-controls="profile-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        {avatarURL ? (
          <Avatar image={avatarURL} shape="circle" aria-hidden="true" />
        ) : (
          <Avatar
            shape="circle"
            aria-hidden="true"
            className="profile-avatar"
            data-initial={user.name.slice(0, 1).toUpperCase()}
          />
        )}
        <span className="profile-name">{user.name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Button>
    </>
  );
}
