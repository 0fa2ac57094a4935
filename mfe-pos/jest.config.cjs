// The front-end settings every UI workspace shares (../jest.front-end.cjs).
//
// The desk's tests run in a browser in New York with an American language (jsdom's en-US): every date the
// desk shows or takes must still be the business's (its locale and BUSINESS_TIME_ZONE, served by svc-auth),
// so a date written the browser's way fails here. Set before the workers start, which inherit it.
process.env.TZ = 'America/New_York';
module.exports = require('../jest.front-end.cjs')(__dirname);
