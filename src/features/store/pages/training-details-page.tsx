import { useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { TRAININGS, type Training } from '@/data/trainings';
import { findById } from '../catalogue';
import { Chips } from '../components/chips';
import { DetailSection, DetailShell, MissingItem, detailCard } from '../components/detail-shell';
import { ExternalButton } from '../components/external-link';
import { Facts } from '../components/facts';
import { Rating } from '../components/rating';
import { StoreImage } from '../components/store-image';
import { TRAININGS_ERROR } from '../components/trainings-list';
import { TrainingTypeBadge } from '../components/training-type-badge';
import { priceLabel, reviewsLabel } from '../store-rules';

const BACK = { to: '/store/tranings', label: 'All trainings' };

export default function TrainingDetailsPage() {
  const found = findById<Training>(TRAININGS, useParams().id);
  return (
    <DetailShell back={BACK}>
      {found.status === 'found' ? (
        <TrainingDetails training={found.item} />
      ) : found.status === 'missing' ? (
        <MissingItem
          title="Training not found"
          message="There is no training at this address. It may have been removed, or the link may be wrong."
          back={BACK}
        />
      ) : (
        <MissingItem title={TRAININGS_ERROR} message="The list of trainings could not be read." back={BACK} />
      )}
    </DetailShell>
  );
}

function TrainingDetails({ training }: { training: Training }) {
  useDocumentTitle(training.name);
  const navigate = useNavigate();
  const free = training.price === 0;
  const { instructor } = training;
  return (
    <article className="space-y-6">
      <div className={`${detailCard} grid gap-6 md:grid-cols-2`}>
        <StoreImage
          src={training.image}
          alt={training.name}
          width={640}
          height={360}
          priority
          className="aspect-video w-full rounded-xl object-cover"
        />
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <TrainingTypeBadge type={training.type} />
            <span>{training.platform}</span>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {training.name}
          </h1>
          <Rating rating={training.rating} reviews={training.reviews} />
          <p className="text-3xl font-bold text-slate-900 dark:text-white">{priceLabel(training.price)}</p>
          <div className="flex flex-wrap gap-3 pt-1">
            {free ? (
              // Nothing to pay: the free training opens where it is held.
              <ExternalButton href={training.link} size="lg">
                Start for free
              </ExternalButton>
            ) : (
              <>
                <Button size="lg" onClick={() => navigate('/checkout', { state: { training } })}>
                  Buy now
                </Button>
                <ExternalButton href={training.link} size="lg" variant="outline2">
                  View on {training.platform}
                </ExternalButton>
              </>
            )}
          </div>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${detailCard} space-y-6`}>
          <DetailSection title="About this training">
            <p className="leading-relaxed text-slate-800 dark:text-slate-200">{training.description}</p>
          </DetailSection>
          {training.skills.length > 0 && (
            <DetailSection title="Skills you will learn">
              <Chips items={training.skills} label="Skills" />
            </DetailSection>
          )}
          <DetailSection title="Instructor">
            <div className="flex items-center gap-4">
              <Avatar src={instructor.image} name={instructor.name} size={56} />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 dark:text-white">{instructor.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{instructor.company}</p>
              </div>
            </div>
          </DetailSection>
        </div>
        <aside aria-labelledby="training-facts" className={detailCard}>
          <h2 id="training-facts" className="text-lg font-bold text-slate-900 dark:text-white">
            Training details
          </h2>
          <Facts
            className="mt-4"
            facts={[
              { term: 'Type', value: training.type === 'video' ? 'Video' : 'Training' },
              { term: 'Platform', value: training.platform },
              { term: 'Duration', value: training.duration },
              { term: 'Level', value: training.level },
              { term: 'Language', value: training.language },
              { term: 'Certificate', value: training.certificate ? 'Yes, on completion' : 'No' },
              { term: 'Reviews', value: reviewsLabel(training.reviews) },
            ]}
          />
        </aside>
      </div>
    </article>
  );
}
