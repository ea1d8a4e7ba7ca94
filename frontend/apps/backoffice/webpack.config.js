const appConfig = require('../../tools/webpack.app');

module.exports = appConfig({ dir: __dirname, title: 'ZRM', devPort: 3000 });
