/* `moguls server [--listen ADDR:PORT] [--data DIR]`: the network server (src/net/server.h,
 * docs/network.md), until SIGINT or SIGTERM. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "net/protocol.h"
#include "net/server.h"
#include "server_module.h"

static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)
{
    (void)sig;
    stop_requested = 1;
}

/* Makes dir and its parents (private to the user). */
static bool make_dirs(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(path, 0700) != 0 && errno != EEXIST)
                return false;
            *p = '/';
        }
    return mkdir(path, 0700) == 0 || errno == EEXIST;
}

static void default_data_dir(char *out, size_t outlen)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    if (xdg && xdg[0] == '/')
        snprintf(out, outlen, "%s/moguls/server", xdg);
    else
        snprintf(out, outlen, "%s/.local/share/moguls/server", home ? home : ".");
}

static int cli_server(int argc, char **argv)
{
    char address[128] = "127.0.0.1", data[4096];
    int port = NET_DEFAULT_PORT;
    default_data_dir(data, sizeof data);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--listen") && i + 1 < argc) {
            if (!net_address_parse(argv[++i], address, sizeof address, &port)) {
                fprintf(stderr, "moguls server: --listen takes ADDRESS:PORT, e.g. 0.0.0.0:%d\n",
                        NET_DEFAULT_PORT);
                return 2;
            }
        } else if (!strcmp(argv[i], "--data") && i + 1 < argc) {
            snprintf(data, sizeof data, "%s", argv[++i]);
        } else {
            fprintf(stderr,
                    "moguls server: unknown option '%s'\n"
                    "usage: moguls server [--listen ADDR:PORT] [--data DIR]\n",
                    argv[i]);
            return 2;
        }
    }
    if (!make_dirs(data)) {
        fprintf(stderr, "moguls server: cannot make %s: %s\n", data, strerror(errno));
        return 1;
    }
    NetServerConfig config = {.address = address, .port = port, .data_dir = data};
    char err[600];
    NetServer *server = net_server_start(&config, err, sizeof err);
    if (!server) {
        fprintf(stderr, "moguls server: %s\n", err);
        return 1;
    }
    printf("moguls server: listening on %s port %d, %d tables, data in %s\n"
           "certificate fingerprint %s\n",
           address, net_server_port(server), net_server_table_count(server), data,
           net_server_fingerprint(server));
    fflush(stdout);
    struct sigaction action = {.sa_handler = on_signal};
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    bool stopped_well = net_server_run(server, &stop_requested);
    net_server_free(server);
    return stopped_well ? 0 : 1;
}

/* What `moguls` finds in the module (server_module.h). */
__attribute__((visibility("default"))) const ServerModule moguls_server_module = {cli_server};
