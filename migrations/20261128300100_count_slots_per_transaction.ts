import type { Knex } from 'knex';
import { countChangedRowsFunction } from './20261123000200_row_counts';
import { countApplicantGroupsFunction } from './20261127100300_applicant_counts';

// The kept counts (row_counts, applicant_counts) spread their updates over 8 slots. The slot was drawn at random
// per statement, so one transaction of many statements (a batch of form posts: one applicant insert per post, each
// a statement) locked several slots in random order, and two such batches at once deadlocked: 14 deadlocks and
// 130 form posts a second at 50 visitors (bench/api-throughput.ts). The slot now follows the transaction: all its
// statements add to one slot per count. Two batches (xids a few apart) use different slots; two that share one
// queue on it at their first applicant (its row_counts row comes first), before holding any other kept count. A rare
// deadlock left (a staff edit of several applicants against a batch on its slot) is retried by the form writer and
// answered 503 "try again" elsewhere (server/http/errors.ts), never 500.
const PER_TRANSACTION = '(txid_current() % 8)::smallint';
const PER_STATEMENT = 'floor(random() * 8)::smallint';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(countChangedRowsFunction(PER_TRANSACTION));
  await knex.raw(countApplicantGroupsFunction(PER_TRANSACTION));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(countChangedRowsFunction(PER_STATEMENT));
  await knex.raw(countApplicantGroupsFunction(PER_STATEMENT));
}
