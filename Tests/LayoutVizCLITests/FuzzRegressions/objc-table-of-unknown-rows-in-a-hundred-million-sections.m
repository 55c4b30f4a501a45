// The command-line fuzzer gave a real Objective-C table a hundred million sections whose row counts live in the
// app's other files: each unknown count was a warning of its own, and the scene ran for minutes. Each section now
// spends the scene's work budget, and a scene keeps at most a thousand warnings.
#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

@interface OrdersViewController : UIViewController <UITableViewDataSource>
@property (nonatomic, strong) UITableView *ordersTable;
@end

@implementation OrdersViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.ordersTable = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
    self.ordersTable.dataSource = self;
    [self.view addSubview:self.ordersTable];
    [self.ordersTable mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.view);
    }];
}

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return 100000000;
}

@end
