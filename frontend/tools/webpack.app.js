/**
 * The webpack setup every app shares; each app's webpack.config.js calls it with its own folder,
 * title and dev port, and gets its own dist/.
 * - swc-loader compiles TypeScript/TSX (TypeScript 7 has no JS API for ts-loader; `tsc --noEmit`
 *   does the type checking).
 * - the swc minifier replaces terser (about twice as fast on this machine).
 * - public/ (config.js with the runtime settings, favicon) is copied as is; config.js is loaded
 *   before the bundle and overwritten per environment by the serve step.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

module.exports = function appConfig({ dir, title, devPort }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: './src/index.tsx',
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
        publicPath: '/',
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          favicon: path.join(dir, 'public', 'favicon.svg'),
        }),
        new CopyPlugin({
          patterns: [{ from: path.join(dir, 'public'), globOptions: { ignore: ['**/favicon.svg'] } }],
        }),
      ],
      optimization: {
        // config.js is rewritten per environment; it stays readable.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, exclude: /^config\.js$/ })],
        splitChunks: { chunks: 'all' },
      },
      performance: {
        // antd is most of the bundle; a staff tool on a LAN can carry it.
        maxEntrypointSize: 2_000_000,
        maxAssetSize: 2_000_000,
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        static: false,
      },
    };
  };
};
