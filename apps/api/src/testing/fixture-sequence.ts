/** One counter for every row factory, so generated names and emails never collide across files. */
let sequence = 0;

export const nextFixtureNumber = () => ++sequence;
export const fixtureNow = () => new Date().toISOString();
