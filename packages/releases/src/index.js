module.exports = {
  ...require('./errors.js'),
  ...require('./store.js'),
  ...require('./version.js'),
};
