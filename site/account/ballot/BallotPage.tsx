import { useEffect, useState } from 'react';
import { PageHeading } from '../../app/PageHeading';
import { FormMessage } from '../../auth/Field';
import { useActionRequest } from '../../auth/use-action-request';
import { userStore } from '../../stores';
import { useMember } from '../use-member';
import { electionTime, isBallotAnswer, ordinal, type BallotAnswer } from './ballot-answer';
import { BallotForm } from './BallotForm';
import { whyNoVote } from './why-no-vote';

function Voted({ answer }: { readonly answer: BallotAnswer }) {
  const { election } = answer;
  return (
    <div className="account-card" data-ballot="voted">
      <h2>Thank you for voting</h2>
      <p>
        Your vote is recorded. The results are announced at the {ordinal(election.annualMeeting)}{' '}
        annual meeting on {electionTime(election.meetingAt, election.timeZone, true)}.
      </p>
    </div>
  );
}

/** Spec 4 and 6: the Director Nominees ballot, for statuses I, S and B inside the window. */
export function BallotPage() {
  const { auth, data } = useMember();
  const [loaded, load] = useActionRequest('aqua', 'ballot', isBallotAnswer);
  const [answer, setAnswer] = useState<BallotAnswer | null>(null);

  useEffect(() => {
    // Without nominees, the ballot action answers the member's standing (POST: no token in URLs).
    void load({ ...auth }).then((state) => setAnswer(state));
  }, [auth, load]);

  const voted = (state: BallotAnswer) => {
    setAnswer(state);
    // The overview and the header read hasVoted from the member's data.
    void userStore.getState().fetchUser();
  };

  return (
    <div className="page account-page" data-page="account-ballot">
      <PageHeading lead="Each year, members whose status is Inforce, Grace Period or Uninsured elect the association’s directors.">
        Director election ballot
      </PageHeading>
      {loaded.status === 'loading' && answer === null ? (
        <p role="status">Loading the ballot…</p>
      ) : null}
      <FormMessage error={answer === null ? loaded.message : null} />
      {answer && answer.hasVoted === '1' ? <Voted answer={answer} /> : null}
      {answer && answer.hasVoted !== '1' && answer.canVote ? (
        <BallotForm answer={answer} onVoted={voted} />
      ) : null}
      {answer && answer.hasVoted !== '1' && !answer.canVote ? (
        <p className="account-card" data-ballot="closed">
          {whyNoVote(answer, data)}
        </p>
      ) : null}
    </div>
  );
}
