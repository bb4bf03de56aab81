// One webpack configuration for the shell (host) and every remote, so they build the same way.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin');
const { ChunkKindsPlugin } = require('./chunk-kinds-plugin');
const { sharedConfig, workspaceAliases, workspaceRoot } = require('./shared');

const swcRule = (production, target) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target,
      },
    },
  },
});

/**
 * The server build of a container: the same exposes and shared singletons for Node (`async-node`), its
 * chunks read from its own folder, `dist/apps/<project>/server/`. The site server loads the shell's
 * `server/main.js`, which loads the site's remote from `<remote>/server/remoteEntry.js` at run time
 * through Module Federation's node runtime plugin, exactly as the browser loads the browser build.
 */
function serverConfig({ project, federationName, exposes, host, production }) {
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: projectRoot,
    devtool: false,
    target: 'async-node',
    entry: host ? { main: './src/main.server.ts' } : {},
    output: {
      path: path.join(workspaceRoot, 'dist/apps', project, 'server'),
      // Chunks are read from this folder; the public path only names assets in the markup, so the
      // shell's is the browser build's ('/'). Remotes import no assets ('auto' needs a browser).
      publicPath: host ? '/' : '',
      filename: '[name].js',
      chunkFilename: '[name].js',
      uniqueName: `${federationName}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: workspaceAliases() },
    module: {
      rules: [
        swcRule(production, 'es2022'),
        { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.js') },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'named', minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        library: { type: 'commonjs-module', name: federationName },
        remoteType: 'script',
        remotes: {},
        shared: sharedConfig({ host }),
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(host ? [path.join(__dirname, 'file-entry-runtime-plugin.js')] : []),
        ],
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * Each exposed module's chunk named `__federation_expose_<name>`: chunk-groups.json lists it under that
 * name, and the site server preloads a template's (apps/server/src/first-view/first-view-assets.ts).
 */
function namedExposes(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, request]) => [
      key,
      { import: request, name: `__federation_expose_${key.replace(/^\.\//, '')}` },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.project folder name under apps/ (also the output folder under dist/apps/)
 * @param {string} options.federationName JavaScript identifier of the container
 * @param {Record<string, string>} [options.exposes] remote modules, for remotes
 * @param {boolean} [options.host] true for the shell: has an HTML page and loads remotes at run time
 */
function createConfig({ project, federationName, exposes, host = false }) {
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development' && process.env.NODE_ENV !== 'development';
    return [browserConfig(production), serverConfig({ project, federationName, exposes, host, production })];
  };

  function browserConfig(production) {
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: projectRoot,
      // Production maps are written for error tracking but not linked from the bundles, and the site
      // server never serves them (they hold the full sources).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: host ? { main: './src/main.ts' } : {},
      output: {
        path: path.join(workspaceRoot, 'dist/apps', project),
        // The shell lives at the site root; remotes find their own base URL from where their entry loaded.
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        uniqueName: federationName,
        // The server build lives in server/ beside the browser one and is written by its own compiler.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: workspaceAliases(),
      },
      module: {
        rules: [
          swcRule(production, 'es2020'),
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
        new ChunkKindsPlugin(projectRoot),
        new ChunkGroupsPlugin(),
        new ModuleFederationPlugin({
          name: federationName,
          ...(exposes ? { filename: 'remoteEntry.js', exposes: namedExposes(exposes) } : {}),
          // Remotes are registered at run time from the site's manifest, never listed at build time.
          remotes: {},
          shared: sharedConfig({ host }),
          dts: false,
          manifest: false,
          // Leave out runtime code these containers never run: snapshots serve mf-manifest.json loading
          // (remotes load by entry), the Node target, and remote loading in remotes (they load none).
          // The shell provides its runtime core to the remotes, which leave their own copy out.
          ...(host ? { runtimePlugins: [path.join(__dirname, 'runtime-core-provider-plugin.js')] } : {}),
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', ...(host ? {} : { disableRemote: true }) },
            ...(host ? {} : { externalRuntime: true }),
          },
        }),
        ...(host
          ? [
              // Not minified: the site server fills the <!--wl-head--> and <!--wl-boot--> markers per host.
              new HtmlWebpackPlugin({
                template: './src/index.html',
                scriptLoading: 'defer',
                inject: 'body',
                minify: false,
              }),
            ]
          : []),
      ],
      stats: 'errors-warnings',
    };
  }
}

module.exports = { createConfig };
