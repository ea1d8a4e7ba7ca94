const appConfig = require('../../tools/webpack.app');

module.exports = appConfig({ dir: __dirname, title: 'ZRM – My Pages', devPort: 3001 });
