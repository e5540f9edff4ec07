module.exports = { ...require('./store.js'), ...require('./version.js') };
