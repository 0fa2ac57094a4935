// The front-end settings every UI workspace shares (../jest.front-end.cjs).
module.exports = require('../jest.front-end.cjs')(__dirname);
