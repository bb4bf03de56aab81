// The back office's own build: one React app for the back-office host, with no Module Federation. The
// player shell never loads it, and it shares nothing at run time with the player sites.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { workspaceAliases, workspaceRoot } = require('../../tools/webpack/shared');

module.exports = (_env, argv) => {
  const production = (argv && argv.mode) !== 'development' && process.env.NODE_ENV !== 'development';
  return {
    name: 'backoffice',
    mode: production ? 'production' : 'development',
    context: __dirname,
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.join(workspaceRoot, 'dist/apps/backoffice'),
      // Served at the root of the back-office host by the site server.
      publicPath: '/',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      uniqueName: 'backoffice',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: workspaceAliases() },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
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
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash].css' : '[name].css',
      }),
      // Not minified: the site server adds each response's nonce to the script and style tags.
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        inject: 'head',
        minify: false,
      }),
    ],
    stats: 'errors-warnings',
  };
};
