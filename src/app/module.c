/* The entry points of moguls-app.so, found by src/main.c with dlsym (see module.h). */
#include "module.h"

#include "app.h"

extern const AppModule moguls_app_module;
const AppModule moguls_app_module = {app_main, app_bench};
