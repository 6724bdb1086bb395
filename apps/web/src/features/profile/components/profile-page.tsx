import './profile.css';
import { PROFILE_MESSAGES } from '@portal/contracts';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { PageProps } from '../../../components/page-card';
import { TabbedPageCard } from '../../../components/tabbed-page-card';
import { usePictures } from '../../../lib/pictures-api';
import { useProfile } from '../api/profile-queries';
import { AccountSection } from './account-section';
import { ClientPageForm } from './client-page-form';
import { LinkNoticesForm } from './link-notices-form';
import { InfoForm } from './info-form';
import { PasswordForm } from './password-form';
import { PicturesTab } from './pictures-tab';
import { SocialLinksForm } from './social-links-form';

/** spec 002 §2 Profile: /profile with the tabs User Info, Profile Pic and Background Pic. */
export function ProfilePage({ title }: PageProps) {
  return (
    <TabbedPageCard
      title={title}
      className="profile-page"
      tabs={[
        { header: 'User Info', content: <UserInfoTab /> },
        { header: 'Profile Pic', content: <PicturesTab type="avatarURL" /> },
        { header: 'Background Pic', content: <PicturesTab type="backgroundURL" /> },
      ]}
    />
  );
}

function UserInfoTab() {
  const { profile, refresh } = useProfile();
  const avatars = usePictures('avatarURL');

  if (profile.isPending)
    return <ProgressSpinner className="page-spinner" aria-label="Loading your profile" />;
  if (profile.isError) return <Message severity="error" text={PROFILE_MESSAGES.infoFailed} />;
  const data = profile.data;
  return (
    <div className="user-info">
      <InfoForm name={data.name} mobile={data.mobile} onSaved={refresh} />
      <AccountSection profile={data} onRequested={refresh} />
      <SocialLinksForm links={data.socialMediaAccounts} onSaved={refresh} />
      <ClientPageForm settings={data.clientPage} avatars={avatars.data?.pictures ?? []} onSaved={refresh} />
      <LinkNoticesForm notices={data.linkNotices} onSaved={refresh} />
      <PasswordForm />
    </div>
  );
}
