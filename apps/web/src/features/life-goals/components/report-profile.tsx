import type { LifeGoalsPlan } from '@portal/contracts';
import { formatDdMmYyyy } from '@portal/core';

/** The client on the Strategy Report: the insured and the dependents. */
export function ReportProfile({ plan }: { plan: LifeGoalsPlan }) {
  const insured = plan.insured;
  if (!insured) return null;
  return (
    <section className="lg-report-block" data-pdf-block aria-labelledby="lg-report-profile">
      <h2 id="lg-report-profile">Client profile</h2>
      <dl className="lg-report-facts">
        <div>
          <dt>Name</dt>
          <dd>{insured.name}</dd>
        </div>
        <div>
          <dt>Date of birth</dt>
          <dd>{formatDdMmYyyy(insured.dob)}</dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>{insured.gender}</dd>
        </div>
        <div>
          <dt>Smoking status</dt>
          <dd>{insured.smokingStatus}</dd>
        </div>
        <div>
          <dt>Ages</dt>
          <dd>
            ALB {insured.ALB} · ANB {insured.ANB} · AnB {insured.AnB}
          </dd>
        </div>
      </dl>
      {plan.dependents.length > 0 ? (
        <table className="lg-report-table">
          <caption>Dependents</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Relationship</th>
              <th scope="col">Gender</th>
              <th scope="col">Age</th>
              <th scope="col">Years to support</th>
              <th scope="col">Remarks</th>
            </tr>
          </thead>
          <tbody>
            {plan.dependents.map((d, i) => (
              <tr key={`${d.name}-${i}`}>
                <td data-label="Name">{d.name}</td>
                <td data-label="Relationship">{d.relationship}</td>
                <td data-label="Gender">{d.gender}</td>
                <td data-label="Age">{d.age}</td>
                <td data-label="Years to support">{d.yearsToSupport}</td>
                <td data-label="Remarks">{d.remarks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No dependents.</p>
      )}
    </section>
  );
}
