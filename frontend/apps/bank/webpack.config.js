const appConfig = require('../../tools/webpack.app');

module.exports = appConfig({ dir: __dirname, title: 'ZRM – Bank partners', devPort: 3002 });
