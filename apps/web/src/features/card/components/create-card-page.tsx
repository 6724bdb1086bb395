import './card.css';
import { CARD_MESSAGES } from '@portal/contracts';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Link } from 'react-router';
import { PageCard, type PageProps } from '../../../components/page-card';
import { usePictures } from '../../../lib/pictures-api';
import { getSession } from '../../../lib/session';
import { CardDesigner } from './card-designer';

/** spec 000 §2.5: /card, Create Card. */
export function CreateCardPage({ title }: PageProps) {
  const avatars = usePictures('avatarURL');
  const backgrounds = usePictures('backgroundURL');
  const adviser = getSession()?.userDetails;

  let body;
  if (avatars.isPending || backgrounds.isPending) {
    body = <ProgressSpinner className="page-spinner" aria-label="Loading your pictures" />;
  } else if (avatars.isError || backgrounds.isError || !adviser) {
    body = <Message severity="error" text={CARD_MESSAGES.picturesFailed} />;
  } else if (avatars.data.pictures.length === 0 || backgrounds.data.pictures.length === 0) {
    // spec 000 §2.5: without at least one of each picture, ask for them and lead to /profile
    body = (
      <div className="card-needs-pictures">
        <Message severity="info" text={CARD_MESSAGES.needPictures} />
        <Link to="/profile" className="p-button p-component card-needs-pictures__link">
          <i className="pi pi-user p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{CARD_MESSAGES.goToProfile}</span>
        </Link>
      </div>
    );
  } else {
    body = (
      <CardDesigner
        avatars={avatars.data.pictures}
        backgrounds={backgrounds.data.pictures}
        adviser={adviser}
      />
    );
  }
  return (
    <PageCard title={title} className="card-page">
      {body}
    </PageCard>
  );
}
