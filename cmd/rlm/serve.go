package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/observability"
)

func newServeCmd() *cobra.Command {
	var addr, dataDir, token string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the run viewer over the stored runs",
		Long: `Serve a web page showing the runs stored under the data directory: the runs list,
each run's agent tree (live while a run is being written), iteration cards, context
windows and events. It binds 127.0.0.1 by default; binding any other address requires
a token (--token, or one is generated and printed).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := observability.OpenFileStore(dataDir)
			if err != nil {
				return err
			}
			defer files.Close()
			srv, err := observability.NewServer(observability.ServerOptions{Files: files, Addr: addr, Token: token})
			if err != nil {
				return err
			}
			if err := srv.Listen(); err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmdContext(cmd), os.Interrupt, syscall.SIGTERM)
			defer stop()
			fmt.Fprintf(cmd.OutOrStdout(), "rlm runs from %s\nopen %s\n", files.Dir(), srv.URL())
			return srv.Serve(ctx)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8417", "address to listen on")
	cmd.Flags().StringVar(&dataDir, "data-dir", "", "run files directory (default "+observability.DefaultDataDir()+")")
	cmd.Flags().StringVar(&token, "token", "", "token every request must carry (generated when binding beyond loopback)")
	return cmd
}

func cmdContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}
