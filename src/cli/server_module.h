/* `moguls server` as a loadable module (moguls-server.so): the network server and OpenSSL are
 * loaded only for that command, so every other command starts without them. No SDL here. */
#ifndef MOGULS_SERVER_MODULE_H
#define MOGULS_SERVER_MODULE_H

#define SERVER_MODULE_FILE "moguls-server.so"
#define SERVER_MODULE_SYMBOL "moguls_server_module"

typedef struct ServerModule {
    /* `moguls server ...` (argv[0] is "server"): runs until SIGINT or SIGTERM
     * (docs/network.md); the process's exit code. */
    int (*main)(int argc, char **argv);
} ServerModule;

#endif
