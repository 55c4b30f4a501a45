//  FeedCell.h — a feed row: thumbnail, title, summary, timestamp.
#import <UIKit/UIKit.h>

@interface FeedCell : UITableViewCell
@property (nonatomic, strong) UIImageView *thumbnailView;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *summaryLabel;
@property (nonatomic, strong) UILabel *timeLabel;
@end
